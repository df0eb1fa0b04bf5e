// The page's first script (index.html): small and run as soon as it arrives, before the app's code has downloaded.
import { firstPaint } from '@/features/catalogue/first-paint';

firstPaint();
