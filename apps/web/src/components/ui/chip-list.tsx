/** Short labels such as subjects or languages, as a list of chips. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
