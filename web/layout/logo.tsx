// The logo: the house-and-check mark, drawn inline, beside the brand name from config/site.json as
// text. Rebranding is an edit of config/site.json: no image to redraw, and no image carries the name.
// `light` is for the home page's dark hero (ink again while the header's phone menu is open over it,
// see web/layout/header-menu.ts); elsewhere the name is in ink. NOTE: on a phone narrower than 430 px the
// header also holds the consultation button and the menu toggle, hence the small sizes there.
import { useSite } from '#web/lib/site-context.tsx';

/** The brand's last word a little lighter than the rest ("BuildMatch" bold, "Pros" semibold). */
function splitBrand(brand: string): [string, string] {
  const cut = brand.lastIndexOf(' ');
  return cut > 0 ? [brand.slice(0, cut), brand.slice(cut)] : [brand, ''];
}

export function Logo({ light }: { light: boolean }) {
  const site = useSite();
  const [head, tail] = splitBrand(site.brand);
  return (
    <span className="flex items-center gap-1.5 xs:gap-2 sm:gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-5 shrink-0 xs:size-6 sm:size-8">
        {/* The mark takes the site's theme colour: each brand's own, with one drawing. */}
        <rect width="32" height="32" rx="8" fill={site.themeColor ?? '#1d4ed8'} />
        <path
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M7.5 15.5L16 8.25L24.5 15.5M10.5 13V23.5H21.5V13M12.75 18.5L15 20.75L19.5 16.25"
        />
      </svg>
      <span
        data-testid="logo-name"
        className={`whitespace-nowrap text-[12.5px] leading-none tracking-tight max-[360px]:text-xs xs:text-sm sm:text-lg ${light ? 'text-white group-data-[menu-open]/header:text-ink' : 'text-ink'}`}
      >
        <span className="font-extrabold">{head}</span>
        {tail && <span className="font-semibold">{tail}</span>}
      </span>
    </span>
  );
}
