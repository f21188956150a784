/** Avatar text of the profile menu: first letter of given name and of family name, uppercased (§2, §9). */
export function initials(givenName: string, familyName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(givenName) + first(familyName)).toUpperCase();
}
