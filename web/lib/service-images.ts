// Service illustrations, resolved by the catalogue's image name at build time.
const images = import.meta.glob<string>('../assets/services/*.svg', { eager: true, query: '?url', import: 'default' });

export function serviceImage(name: string): string | undefined {
  return images[`../assets/services/${name}.svg`];
}
