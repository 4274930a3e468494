import { useState } from 'react';
import { CloseButton } from '#components/ui/close-button';
import { useInit } from '../api/get-init';
import './announcement-banner.css';

const STORAGE_KEY = 'pageshelf:dismissed-banner';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The announcement of `GET /init`, above the header, until dismissed. */
export function AnnouncementBanner() {
  const { data } = useInit();
  const [dismissed, setDismissed] = useState(readDismissed);
  const banner = data?.announcementBanner;
  if (!banner || dismissed === String(banner.id)) return null;
  const external = banner.linkUrl ? /^https?:/.test(banner.linkUrl) : false;
  return (
    <section className={`announcement announcement-${banner.tone}`} aria-label="Announcement">
      <p>
        {banner.text}
        {banner.linkUrl ? (
          <>
            {' '}
            <a href={banner.linkUrl} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
              {banner.linkLabel ?? 'Learn more'}
            </a>
          </>
        ) : null}
      </p>
      <CloseButton
        label="Dismiss announcement"
        className="announcement-close"
        size={14}
        onClick={() => {
          try {
            localStorage.setItem(STORAGE_KEY, String(banner.id));
          } catch {
            // ignore: dismissed for this page view only
          }
          setDismissed(String(banner.id));
        }}
      />
    </section>
  );
}
