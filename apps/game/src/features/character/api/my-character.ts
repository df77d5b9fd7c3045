import { type Language, routes } from '@rpg/contracts';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/** Cache key of the signed-in player's character, per account and language. */
export const myCharacterKey = (uid: string, lang: Language) => ['my-character', uid, lang] as const;

const fetchMyCharacter = ([, , lang]: ReturnType<typeof myCharacterKey>) =>
  api.data(routes.getMyCharacter, { query: { lang } });

/** The player's character; `missing` is true when the account has none yet (character-not-found). */
export const useMyCharacter = () => {
  const { user } = useAuth();
  const lang = useLanguage();
  const query = useSWR(user ? myCharacterKey(user.uid, lang) : null, fetchMyCharacter);
  const missing = query.error instanceof ApiError && query.error.code === 'character-not-found';
  return { ...query, missing };
};

/** Creates the character; the reply is the new character, written straight into the cache. */
export const useCreateCharacter = () => {
  const { user } = useAuth();
  const lang = useLanguage();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    user ? ['create-character', user.uid, lang] : null,
    async (_key, { arg: name }: { arg: string }) => {
      const character = await api.data(routes.createMyCharacter, { body: { requestedLang: lang, name } });
      if (!character) throw new Error('The server created the character but sent no reply body.');
      if (user) await mutate(myCharacterKey(user.uid, lang), character, { revalidate: false });
      return character;
    },
  );
};
