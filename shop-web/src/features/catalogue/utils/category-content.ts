import type { CategoryValue } from '@/config/categories';

/**
 * A muted looping background clip per shelf (WebM, MP4 for browsers without VP9), drawn from the products' own
 * pictures by api/src/scripts/shelf-videos.ts and committed under public/media/shelves/; a shelf without one shows
 * the animated poster. The banner and promotional texts are in the message catalogue under `catalogue.content`.
 */
const clip = (shelf: CategoryValue) => ({ webm: `/media/shelves/${shelf}.webm`, mp4: `/media/shelves/${shelf}.mp4` });

export const CATEGORY_VIDEOS: Partial<Record<CategoryValue, { webm: string; mp4: string }>> = {
  meatpoultry: clip('meatpoultry'),
  eggs: clip('eggs'),
  pickles: clip('pickles'),
  dairy: clip('dairy'),
  dryfruits: clip('dryfruits'),
  oils: clip('oils'),
  millets: clip('millets'),
};
