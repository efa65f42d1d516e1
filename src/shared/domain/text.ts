/**
 * Folds text for accent- and case-insensitive matching: lowercase, NFD, combining marks removed,
 * Greek final sigma 'ς' mapped to 'σ' (so 'Νίκος' and a typed 'νικοσ' match). 'Μαρία' → 'μαρια'.
 */
export function foldText(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ς/g, "σ");
}
