import { screenshotStories } from './screenshot-stories.ts';

/** Every story, in the game theme, at the project's width. */
screenshotStories('game');
