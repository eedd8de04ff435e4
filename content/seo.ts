/** Texts that search engines, link previews and the installed app show, but no page does. */
export const seo = {
  /** Alternative text of the sharing image (og:image:alt, twitter:image:alt). */
  shareImageAlt: 'Limenta, la bevanda naturale del mattino con limone, menta, zenzero e miele',
  /** The web app manifest: the name under the icon on a phone's home screen and in the app list. */
  manifest: {
    name: 'Limenta, la bevanda naturale del mattino',
    shortName: 'Limenta',
    description: 'Limone, menta, zenzero e miele: l’alternativa naturale al caffè e agli energy drink, biologica e prodotta in Italia.',
  },
} as const;
