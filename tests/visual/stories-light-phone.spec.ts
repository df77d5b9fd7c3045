import { screenshotStories } from './screenshot-stories.ts';

/** The design-system primitives and the screens drawn for a phone, in the light theme, at phone width. */
screenshotStories('light', 'phone');
