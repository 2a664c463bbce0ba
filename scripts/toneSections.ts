/**
 * A published language has its tone bullet in TRANSLATING.md ("- **Portuguese**: …"), so the
 * next translator continues in the same voice. Written by the translator before publishing.
 */
export function checkToneSections(
  published: readonly { code: string; intl: string }[],
  guide: string,
): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return published
    .map(({ code, intl }) => ({ code, name: names.of(new Intl.Locale(intl).language) ?? code }))
    .filter(({ name }) => !guide.includes(`\n- **${name}**`))
    .map(
      ({ code, name }) =>
        `TRANSLATING.md: no tone section for ${code} (a "- **${name}**" bullet under "Tone per language and audience"): the translator writes it before publishing`,
    );
}
