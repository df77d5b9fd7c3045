import { screenshotStories } from './screenshot-stories.ts';

/** Every story, in the game theme, at desktop width. */
screenshotStories('game', 'desktop');
