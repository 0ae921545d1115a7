/**
 * Steps written as one paragraph with their numbers inline ('1.奶油奶酪软化… 2.六寸模具… 11. 12.',
 * '1、…', '1) …'): one step per number, the numbers dropped, empty steps ('11. 12.') dropped.
 *
 * Only numbers that count up from 1 in order are step numbers, the text must start with '1', and at
 * least one of them must stand inside a line (steps already on their own lines are left as they are:
 * '1: Cook the rice noodles' stays). A decimal ('1.5 cups') is never a step number.
 */
const MARKER = /(^|\s|(?<=[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]))(\d{1,2})\s*[.．、)）](?!\d)/gu;
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/u;

/** Lines broken inside one step join again: with nothing between Chinese or Japanese text. */
function joinLines(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .reduce((acc, line) => {
      if (!acc) return line;
      return CJK.test(acc.at(-1)!) && CJK.test(line[0]!) ? acc + line : `${acc} ${line}`;
    }, '');
}

export function splitNumberedSteps(lines: string[]): string[] {
  const text = lines.join('\n').trim();
  if (!/^\d{1,2}\s*[.．、)）]/u.test(text)) return lines;
  const markers: { at: number; end: number; inline: boolean }[] = [];
  let next = 1;
  for (const m of text.matchAll(MARKER)) {
    if (Number(m[2]) !== next) continue;
    const at = m.index + m[1]!.length;
    markers.push({
      at,
      end: m.index + m[0].length,
      inline: at > 0 && text[at - 1] !== '\n' && text[m.index] !== '\n',
    });
    next++;
  }
  if (markers.length < 2 || markers[0]!.at !== 0 || !markers.some((m) => m.inline)) return lines;
  return markers
    .map((m, i) => joinLines(text.slice(m.end, markers[i + 1]?.at ?? text.length)))
    .filter(Boolean);
}
