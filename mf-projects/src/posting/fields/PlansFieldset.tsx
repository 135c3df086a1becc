// The floor plans, filled one at a time (spec §5: the current one needs a title and a file before another is
// added); removing a stored plan sends its id in `remove_plans`.
import { MESSAGES } from '@abode/shared';
import { Alert, Anchor, Button, Fieldset, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n.ts';
import { newPlan, type PlanDraft, planFilled } from '../project-form.ts';
import { errorsOf, type MediaState, PLAN_TYPES, type ProjectFormApi, setValue, testId } from './form-api.ts';

/** The floor plans fieldset. */
export function PlansFieldset({ form, setMedia }: { form: ProjectFormApi } & Pick<MediaState, 'setMedia'>) {
  const t = useT();
  const [planError, setPlanError] = useState<string | null>(null);
  const plans = form.getValues().plans;
  const errors = errorsOf(form);
  const clearLabel = { 'aria-label': t('projectRemoveFile') };
  const setPlans = (next: PlanDraft[]) => setValue(form, 'plans', next);
  const setPlan = (i: number, patch: Partial<PlanDraft>) =>
    setPlans(plans.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const addPlan = () => {
    const last = plans[plans.length - 1];
    if (last && !planFilled(last)) {
      setPlanError(MESSAGES.floorDetailsRequired);
      return;
    }
    setPlanError(null);
    setPlans([...plans, newPlan()]);
  };
  const removePlan = (i: number) => {
    const plan = plans[i];
    if (plan?.id !== undefined) setMedia((m) => ({ ...m, removedPlans: [...m.removedPlans, plan.id as number] }));
    const rest = plans.filter((_, j) => j !== i);
    setPlans(rest.length ? rest : [newPlan()]);
    setPlanError(null);
  };

  return (
    <Fieldset legend={t('floorPlans')} data-testid="plans">
      <Stack gap="sm">
        {plans.map((plan, i) => (
          <Group key={plan.key} align="flex-end" wrap="wrap" data-testid="plan-row">
            <TextInput
              label={`${t('projectPlanTitle')} ${i + 1}`}
              value={plan.title}
              onChange={(e) => setPlan(i, { title: e.currentTarget.value })}
              error={errors[`plans.${i}`]}
              style={{ flex: 1, minInlineSize: 180 }}
            />
            {plan.document && !plan.file ? (
              <Anchor href={plan.document} target="_blank" rel="noopener noreferrer" size="sm">
                {t('projectOpenFile')}
              </Anchor>
            ) : (
              <FileInput
                label={`${t('projectPlanFile')} ${i + 1}`}
                accept={PLAN_TYPES}
                clearable
                clearButtonProps={clearLabel}
                value={plan.file}
                onChange={(file) => setPlan(i, { file })}
                fileInputProps={testId(`input-plan-${i}`)}
                style={{ flex: 1, minInlineSize: 180 }}
              />
            )}
            <Button variant="subtle" color="red" onClick={() => removePlan(i)}>
              {t('projectRemovePlan')}
            </Button>
          </Group>
        ))}
        {planError && (
          <Alert color="red" role="alert" data-testid="plan-error">
            {planError}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={addPlan}>
            {t('projectAddPlan')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
