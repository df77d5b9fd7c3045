import { screenshotStories } from './screenshot-stories.ts';

/** Every story, in the game theme, at phone width. */
screenshotStories('game', 'phone');
