/** Whether an address may send HL7 (IPv4 addresses may arrive IPv6-mapped). */
export function addressAllowed(allow: readonly string[], address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return allow.includes(plain) || allow.includes(address);
}
