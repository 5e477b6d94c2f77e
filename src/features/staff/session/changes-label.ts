/** "1 change", "3 changes": how the staff pages count changes not sent yet. */
export function changesLabel(count: number): string {
  return `${count} change${count === 1 ? '' : 's'}`;
}
