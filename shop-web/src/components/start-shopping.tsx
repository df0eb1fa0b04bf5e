import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface StartShoppingProps {
  title: string;
  text?: string;
  linkText: string;
  /** h1 where it is the whole page (cart, checkout), h2 inside one (the account's orders). */
  heading?: 'h1' | 'h2';
}

/** An empty cart or order list: what is missing, and the way back to the shelves. */
export function StartShopping({ title, text, linkText, heading: Heading = 'h1' }: StartShoppingProps) {
  return (
    <div className="empty-state">
      <Heading>{title}</Heading>
      {text && <p className="muted">{text}</p>}
      <Link to={paths.home} className="button-link">
        {linkText}
      </Link>
    </div>
  );
}
