/**
 * Widgets only some remote pages use (the review stars, the file drop zone, tabs, the facts lists). Not part of the
 * '@craft/shared' singleton, which every page loads with the landing page: each remote bundles
 * the widgets its pages import, in those pages' chunks.
 */
export { FileDrop, type FileDropProps } from './FileDrop';
export { StarRating, DEFAULT_RATING, type StarRatingProps } from './StarRating';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { ContactFacts, Facts, type Fact } from '../ui/Facts';
