import type { CategoryValue } from '@/config/categories';

/**
 * A muted looping background video per shelf, e.g. `dairy: '/media/dairy.mp4'`; a shelf without one shows the
 * animated poster. The banner and promotional texts are in the message catalogue under `catalogue.content`.
 */
export const CATEGORY_VIDEOS: Partial<Record<CategoryValue, string>> = {};
