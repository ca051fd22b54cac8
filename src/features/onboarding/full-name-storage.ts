/**
 * 001 §3 "Response: fullName, kept in session storage as name": the CKYC name, so Basic Info
 * can greet by it when the onboarding opens again in the same session.
 */
const NAME_KEY = 'name';

export function rememberFullName(name: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(NAME_KEY, name);
}

export function storedFullName(storage: Storage = window.sessionStorage): string | null {
  const name = storage.getItem(NAME_KEY);
  return name?.trim() ? name : null;
}
