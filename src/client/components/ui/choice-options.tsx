// The options of a select that picks one of the company's things or none ("No office"):
// the empty value first, then each by its id.
export function ChoiceOptions<T extends { id: string }>({
  none,
  choices,
  labelOf,
}: {
  none: string;
  choices: T[];
  labelOf: (choice: T) => string;
}) {
  return (
    <>
      <option value="">{none}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {labelOf(choice)}
        </option>
      ))}
    </>
  );
}
