import { screenshotStories } from './screenshot-stories.ts';

/** The design-system primitives and the screens, in the light theme, at phone width. */
screenshotStories('light', 'phone');
