/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  login: '/account/login',
  register: '/account/register',
  myCharacter: '/my-character',
} as const;
