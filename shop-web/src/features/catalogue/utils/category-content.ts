import type { CategoryValue } from '@/config/categories';

export interface CategoryContent {
  /** A muted looping background video for the banner; none configured → the animated poster. */
  video?: string;
  headline: string;
  intro: string;
  feature: { title: string; text: string; points: [string, string, string] };
}

/** Banner and promotional section for each shelf. Add `video: '/media/<file>.mp4'` to use a clip. */
export const CATEGORY_CONTENT: Record<CategoryValue, CategoryContent> = {
  meatpoultry: {
    headline: 'Free-range birds, raised the old way',
    intro: 'Country chicken, Kadaknath, Sonali and more from small Telangana farms.',
    feature: {
      title: 'Why our poultry tastes different',
      text: 'Our birds roam open yards, eat grain and greens, and are never given growth hormones.',
      points: ['Hormone-free, antibiotic-free', 'Cleaned and cut fresh on the day', 'From partner farms within 150 km'],
    },
  },
  eggs: {
    headline: 'Eggs with deep golden yolks',
    intro: 'Country, Kadaknath and free-range eggs, collected every morning.',
    feature: {
      title: 'Laid by happy hens',
      text: 'Hens forage outdoors, so the eggs are richer in flavour and naturally nutritious.',
      points: ['Collected within 48 hours', 'No colour-boosting feed', 'Packed in recyclable trays'],
    },
  },
  pickles: {
    headline: 'Homestyle pickles from Telangana kitchens',
    intro: 'Country chicken, mutton, prawn and fish pickles made in small batches.',
    feature: {
      title: 'Grandmother’s recipes, cold-pressed oils',
      text: 'Slow-cooked with hand-pounded spices and cold-pressed gingelly oil, without preservatives.',
      points: ['No artificial preservatives', 'Small batches, sealed fresh', 'Spices ground in-house'],
    },
  },
  dairy: {
    headline: 'Pure dairy from grass-fed cows',
    intro: 'A2 ghee, paneer and curd from native cows and buffaloes.',
    feature: {
      title: 'Slow-churned, never rushed',
      text: 'Our ghee is made the bilona way: curd churned by hand and simmered over a low flame.',
      points: ['Native-breed A2 milk', 'Bilona-churned ghee', 'Chilled from farm to door'],
    },
  },
  dryfruits: {
    headline: 'Premium dry fruits, hand-sorted',
    intro: 'Almonds, cashews, dates and raisins picked for size and freshness.',
    feature: {
      title: 'Graded by hand',
      text: 'Every batch is sorted by hand and packed in small pouches so it stays crisp.',
      points: ['No added sugar or sulphites', 'Resealable packs', 'Fresh stock every month'],
    },
  },
  oils: {
    headline: 'Cold-pressed oils from the wooden ghani',
    intro: 'Groundnut, sesame, coconut and mustard oils pressed slowly to keep their goodness.',
    feature: {
      title: 'Pressed cold, poured pure',
      text: 'Seeds are crushed in a wooden press at low speed, so the oil keeps its aroma and nutrients.',
      points: ['Wood-pressed, never heated', 'Unrefined and unbleached', 'Single-origin seeds'],
    },
  },
  millets: {
    headline: 'Wholesome millets for every meal',
    intro: 'Foxtail, little, kodo and finger millets from rain-fed Deccan farms.',
    feature: {
      title: 'Ancient grains, modern kitchens',
      text: 'High in fibre and low in glycaemic load, our millets are cleaned, destoned and ready to cook.',
      points: ['Rain-fed, chemical-free', 'Cleaned and destoned', 'Recipes on every pack'],
    },
  },
};
