import { screenshotStories } from './screenshot-stories.ts';

/** The design-system primitives and the screens, in the light theme, at the project's width. */
screenshotStories('light');
