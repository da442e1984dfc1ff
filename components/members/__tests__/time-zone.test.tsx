/** @jest-environment jsdom */
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AnnouncementArticle } from '@/components/announcements/announcement-article';
import { ClientIntl } from '@/components/i18n/client-intl';
import { pickMessages } from '@/lib/i18n';
import { LocalTime } from '../local-time';
import { MemberZone } from '../member-zone';
import { OpensOn } from '../opens-on';
import { TimeZoneSync } from '../time-zone-sync';
import { renderIn } from './intl';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** The browser's zone, as TimeZoneSync reads it; the real one until a test sets it. */
const browserZone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');

beforeEach(() => {
  refresh.mockClear();
});

/** 2026-12-04 19:50 UTC: 03:50 the next morning in Kuala Lumpur. */
const AT = Date.UTC(2026, 11, 4, 19, 50);

/** What the server sends: the HTML rendered without a browser zone (the server snapshot). */
function serverHtml(zone: string | null, ui: React.ReactElement) {
  return renderToString(
    <ClientIntl locale="en" messages={pickMessages('en', ['membersUi'])}>
      <MemberZone zone={zone}>{ui}</MemberZone>
    </ClientIntl>,
  );
}

describe('times in the first HTML', () => {
  it("renders a live session's time in the zone saved on the record", () => {
    const html = serverHtml('Asia/Kuala_Lumpur', <LocalTime ms={AT} />);
    expect(html).toContain('data-zone="Asia/Kuala_Lumpur"');
    expect(html).toContain('>Sat, 5 Dec 2026, 03:50 (Malaysia Time)</time>');
  });

  it('keeps UTC, as before, while the record has no zone', () => {
    const html = serverHtml(null, <LocalTime ms={AT} />);
    expect(html).toContain('data-zone="UTC"');
    expect(html).toContain('>Fri, 4 Dec 2026, 19:50 (UTC)</time>');
  });

  it("renders a locked class's opening in the saved zone, without the UTC mark", () => {
    expect(serverHtml('Asia/Kuala_Lumpur', <OpensOn at={AT} />)).not.toContain('UTC');
    expect(serverHtml(null, <OpensOn at={AT} />)).toContain('UTC');
  });
});

describe('TimeZoneSync', () => {
  afterEach(() => browserZone.mockReset());

  function mount(saved: string | null, browser: string, ok = true) {
    browserZone.mockReturnValue({ timeZone: browser } as Intl.ResolvedDateTimeFormatOptions);
    const save = jest.fn(async () => ({ ok }));
    renderIn(<TimeZoneSync saved={saved} save={save} />);
    return save;
  }

  it("saves the browser's zone when the record has none, then renders the page again", async () => {
    const save = mount(null, 'Asia/Kuala_Lumpur');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('Asia/Kuala_Lumpur');
  });

  it("saves the browser's zone when the record has another", async () => {
    const save = mount('Asia/Kuala_Lumpur', 'Europe/London');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('Europe/London');
  });

  it('does nothing when the record already has this zone', async () => {
    const save = mount('Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur');
    await act(async () => {});
    expect(save).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not render again when the save fails', async () => {
    const save = mount(null, 'Asia/Kuala_Lumpur', false);
    await waitFor(() => expect(save).toHaveBeenCalled());
    await act(async () => {});
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("an announcement's date", () => {
  const article = (timeZone?: string) =>
    renderToString(
      <AnnouncementArticle
        title="Market open"
        html="<p>Hello</p>"
        publishedAt={AT}
        editedAt={AT + 3_600_000}
        timeZone={timeZone}
      />,
    );

  it("is in the member's saved zone, named as their live times name it", () => {
    const html = article('Asia/Kuala_Lumpur');
    expect(html).toContain('5 Dec 2026, 03:50 (Malaysia Time)</time>');
    expect(html).toContain('title="Edited 5 Dec 2026, 04:50 (Malaysia Time)"');
  });

  it('stays in UTC, in its own words, without a saved zone', () => {
    const html = article();
    expect(html).toContain('4 Dec 2026, 19:50 UTC</time>');
    expect(html).toContain('title="Edited 4 Dec 2026, 20:50 UTC"');
  });
});
