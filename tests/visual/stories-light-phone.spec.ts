import { screenshotStories } from './screenshot-stories.ts';

/** The design-system primitives' stories drawn for a phone, in the light theme (stories.ts says why only those). */
screenshotStories('light', 'phone');
