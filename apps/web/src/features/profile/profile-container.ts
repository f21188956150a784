/** §9 "Profile container 750 px": the width of the profile's card on its pages and of the profile modal. */
export const PROFILE_CONTAINER_PX = 750;

/** Below this width (Mantine's `xs`, 576 px) the profile modal takes the whole screen, as the language panel does. */
export const PHONE_QUERY = '(max-width: 36em)';
