// @ts-check
// In plain JavaScript so that the go-live check (plain Node) shares it with the content check.

/** Whether an Italian Partita IVA is well formed: 11 digits, the last the check digit of the first ten. @param {string} vatNumber */
export function isValidPartitaIva(vatNumber) {
  if (!/^\d{11}$/.test(vatNumber)) return false;
  const digits = [...vatNumber].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}
