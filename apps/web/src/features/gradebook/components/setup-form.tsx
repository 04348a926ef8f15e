import { useLingui } from '@lingui/react/macro';
import { gradebookEndpoints } from '@tutorium/contract/endpoints/gradebook';
import { type Gradebook, gradebookSetupInputSchema, MAX_GRADEBOOK_CATEGORIES } from '@tutorium/contract/gradebook';
import { Plus, Save, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { type Path, useFieldArray } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { contractText } from '../../../lib/contract-text';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveGradebookSetup } from '../api/use-gradebook';

/**
 * What the inputs hold. A category row has a `ref` of its own (its id when it came from the server),
 * which the columns' selects pick, so renaming a category keeps its columns in it.
 */
const formFieldsSchema = z.object({
  missingWork: z.string(),
  categories: z.array(z.object({ ref: z.string(), id: z.string(), name: z.string(), weight: z.string() })),
  columns: z.array(z.object({ category: z.string() })),
});
type FormValues = z.input<typeof formFieldsSchema>;

const valuesOf = (gradebook: Gradebook): FormValues => ({
  missingWork: gradebook.missingWork,
  categories: gradebook.categories.map((category) => ({
    ref: category.id,
    id: category.id,
    name: category.name,
    weight: String(category.weight),
  })),
  columns: gradebook.columns.map((column) => ({ category: column.categoryId ?? '' })),
});

/** The fields the server may name: a row's field by its place in what was sent, which is its place in the form. */
const serverFieldsOf = (categoryCount: number, columnCount: number): Path<FormValues>[] => [
  'missingWork',
  'categories',
  'columns',
  ...Array.from({ length: categoryCount }, (_, index): Path<FormValues>[] => [
    `categories.${index}.name`,
    `categories.${index}.weight`,
  ]).flat(),
  ...Array.from({ length: columnCount }, (_, index): Path<FormValues> => `columns.${index}.category`),
];

interface SetupFormProps {
  courseId: string;
  gradebook: Gradebook;
  onDone: () => void;
}

/**
 * The gradebook's setup, saved whole: how missing work counts, the categories with their weights,
 * and the category of each column (picked from the categories as they are typed in the form).
 */
export function SetupForm({ courseId, gradebook, onDone }: SetupFormProps) {
  const { t } = useLingui();
  const save = useSaveGradebookSetup(courseId);
  const newRefs = useRef(0);
  const headingId = useId();
  const schema = formFieldsSchema
    .transform((values): unknown => ({
      missingWork: values.missingWork,
      categories: values.categories.map((category) => ({
        ...(category.id === '' ? {} : { id: category.id }),
        name: category.name,
        // An empty weight is "not given", never 0, so the contract reports it.
        weight: category.weight.trim() === '' ? undefined : Number(category.weight),
      })),
      columns: gradebook.columns.map((column, index) => {
        const ref = values.columns[index]?.category ?? '';
        const name = values.categories.find((category) => category.ref === ref)?.name.trim() ?? '';
        return { kind: column.kind, id: column.id, category: name === '' ? null : name };
      }),
    }))
    .pipe(gradebookSetupInputSchema);
  const form = useContractForm<FormValues, z.output<typeof gradebookSetupInputSchema>>({
    schema,
    defaultValues: valuesOf(gradebook),
    failureMessage: gradebookEndpoints.saveSetup.fallbackMessage,
    // Every row a save may send, since the rows come and go after the form is made.
    serverFields: serverFieldsOf(MAX_GRADEBOOK_CATEGORIES, gradebook.columns.length),
    focusOnMount: 'missingWork',
  });
  const categories = useFieldArray({ control: form.control, name: 'categories', keyName: 'key' });
  const typed = form.watch('categories');
  const categoryOptions = [
    { value: '', label: t`No category` },
    ...typed.map((category, index) => {
      const number = index + 1;
      return { value: category.ref, label: category.name.trim() || t`Category ${number} (no name yet)` };
    }),
  ];
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
  });
  const removeCategory = (index: number) => {
    const ref = form.getValues(`categories.${index}.ref`);
    // Its columns fall back to none, as the server does with a deleted category's.
    form.getValues('columns').forEach((column, columnIndex) => {
      if (column.category === ref) form.setValue(`columns.${columnIndex}.category`, '');
    });
    categories.remove(index);
  };
  const categoriesError = form.formState.errors.categories?.message ?? form.formState.errors.categories?.root?.message;
  const missingWorkError = form.formState.errors.missingWork?.message;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t`Set up the gradebook`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t`Weights are relative: 30 and 10 count the same as 75 and 25.`}</li>
        <li>{t`When any category has a weight, columns in no category do not count.`}</li>
        <li>{t`Only released marks count: work still being graded shows as Waiting.`}</li>
      </ul>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="mt-4 space-y-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t`Missing work`}</legend>
          <p className="text-xs text-slate-600">{t`Work not handed in by its due time, or a test not taken before it closed.`}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value="zero" className="size-4 accent-indigo-600" {...form.register('missingWork')} />
              {t`Count as zero`}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="excluded"
                className="size-4 accent-indigo-600"
                {...form.register('missingWork')}
              />
              {t`Leave out`}
            </label>
          </div>
          {missingWorkError && <p className="text-sm text-red-700">{contractText(missingWorkError)}</p>}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t`Categories`}</legend>
          {categories.fields.length === 0 && (
            <p className="text-sm text-slate-600">{t`No categories: every column counts by its points.`}</p>
          )}
          {categories.fields.map((category, index) => {
            const number = index + 1;
            const errors = form.formState.errors.categories?.[index];
            return (
              <div key={category.key} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
                <TextField
                  label={t`Category ${number} name`}
                  {...form.field(`categories.${index}.name`)}
                  error={errors?.name?.message}
                />
                <NumberField
                  label={t`Weight`}
                  min={0}
                  max={100}
                  {...form.field(`categories.${index}.weight`)}
                  error={errors?.weight?.message}
                />
                <Button variant="ghost" size="sm" icon={X} className="mt-7" onClick={() => removeCategory(index)}>
                  <span className="sr-only">{t`Remove category ${number}`}</span>
                </Button>
              </div>
            );
          })}
          {categoriesError && <p className="text-sm text-red-700">{contractText(categoriesError)}</p>}
          <Button
            variant="secondary"
            size="sm"
            icon={Plus}
            disabled={categories.fields.length >= MAX_GRADEBOOK_CATEGORIES}
            onClick={() => {
              newRefs.current += 1;
              categories.append({ ref: `new-${newRefs.current}`, id: '', name: '', weight: '' });
            }}
          >
            {t`Add category`}
          </Button>
        </fieldset>

        {gradebook.columns.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">{t`Category of each column`}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {gradebook.columns.map((column, index) => (
                <SelectField
                  key={column.key}
                  label={column.title}
                  options={categoryOptions}
                  {...form.field(`columns.${index}.category`)}
                  error={form.formState.errors.columns?.[index]?.category?.message}
                />
              ))}
            </div>
          </fieldset>
        )}

        <FormActions submitLabel={t`Save setup`} submitIcon={Save} submitting={form.submitting} onCancel={onDone} />
      </form>
    </section>
  );
}
