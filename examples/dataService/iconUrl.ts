/** The URL of the service's generated icon for a token symbol or a name. */
export function iconUrl(baseUrl: string, label: string): string {
  return `${baseUrl}/icons/${encodeURIComponent(label)}.svg`
}
