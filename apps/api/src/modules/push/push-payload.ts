import type { Notice, NoticeKind, PushPayload } from '@kitching/contracts';

/**
 * A push message's encrypted record may be 4096 bytes, of which 86 are its header and 17 the tag and
 * padding delimiter; the JSON stays well inside what is left, whatever the names.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

/** Where 'Add to list' goes for the kinds that have it: the screen that puts the items on a list. */
const ADD_TO_LIST: Partial<Record<NoticeKind, (notice: Notice) => string>> = {
  low_stock: () => '/grocery-lists',
  meal_missing: (notice) => notice.href,
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function itemText(item: Notice['items'][number]): string {
  return item.detail ? `${item.name} (${item.detail})` : item.name;
}

/**
 * The items as one line ('Yoghurt (expires tomorrow), Eggs (2 left)'); when they do not all fit, as
 * many as fit and 'and N more'.
 */
function namesWithin(items: Notice['items'], budget: number): string {
  const texts = items.map(itemText);
  for (let shown = texts.length; shown > 0; shown--) {
    const rest = texts.length - shown;
    const line = texts.slice(0, shown).join(', ') + (rest ? `, and ${rest} more` : '');
    if (bytes(line) <= budget) return line;
  }
  // Not even one name fits (a name of thousands of characters): cut it, on a character boundary.
  const first = Array.from(texts[0] ?? '');
  while (first.length && bytes(`${first.join('')}…`) > budget) first.pop();
  return texts.length ? `${first.join('')}…` : '';
}

/** The message the service worker shows for one notice: its title, its items named, its screen. */
export function pushPayload(notice: Notice): PushPayload {
  const addToList = ADD_TO_LIST[notice.kind];
  const actions = [
    ...(addToList ? [{ action: 'add-to-list', title: 'Add to list', href: addToList(notice) }] : []),
    { action: 'open', title: 'Open', href: notice.href },
  ];
  const frame: PushPayload = {
    title: notice.title.slice(0, 120),
    body: '',
    href: notice.href,
    tag: `kitching-${notice.kind}`,
    actions,
  };
  const budget = PUSH_PAYLOAD_MAX_BYTES - bytes(JSON.stringify(frame));
  // JSON escapes quotes and control characters: leave room for them.
  const body = namesWithin(notice.items, Math.floor(budget / 2));
  return { ...frame, body };
}
