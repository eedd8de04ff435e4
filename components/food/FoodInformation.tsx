import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { FoodInformationView } from '@/content/food-information';
import { fillTemplate } from '@/content/ui';
import { LabelFacts } from './LabelFacts';
import { NutritionTable } from './NutritionTable';
import { OrganicMark } from './OrganicMark';
import styles from './FoodInformation.module.css';

/**
 * The mandatory food information of the drink (Reg. UE 1169/2011, art. 9 and 14), shown before
 * the order: name, ingredients with their percentages, allergens, quantity, storage, date, who
 * makes it and where, the nutrition declaration and the organic logo.
 */
export function FoodInformation({ id, food }: { id: string; food: FoodInformationView }) {
  const { labels, facts } = food;
  return (
    <Section labelledBy={id} tone="tinted">
      <SectionHeading id={id} title={food.title} lead={food.lead} />
      <div className={styles.layout}>
        <LabelFacts
          facts={[
            facts.salesName,
            {
              label: labels.ingredients,
              value: (
                <>
                  {food.ingredientLine}.{food.hasOrganic && <span className={styles.note}>{labels.organicMark}</span>}
                </>
              ),
            },
            {
              label: labels.origins,
              value: `${food.origins.map((origin) => `${origin.label}: ${origin.value}`).join('; ')}.`,
            },
            facts.allergens,
            facts.netQuantity,
            facts.treatment,
            {
              label: labels.storage,
              value: [
                `${facts.beforeOpening.label}: ${facts.beforeOpening.value}`,
                `${facts.afterOpening.label}: ${facts.afterOpening.value}`,
              ],
            },
            facts.durability,
            facts.usage,
            ...(food.warnings.length > 0 ? [{ label: labels.warnings, value: food.warnings }] : []),
            facts.operator,
            facts.plant,
          ]}
        />
        <div className={styles.side}>
          <div className={styles.nutrition}>
            <NutritionTable
              caption={labels.nutrition}
              columns={{
                nutrient: labels.nutrient,
                per100: labels.per100,
                perBottle: fillTemplate(labels.perBottle, { volume: food.nutrition.bottleMl }),
              }}
              rows={food.nutrition.rows}
            />
            <p className={styles.note}>{food.nutrition.note}</p>
            <p className={styles.note}>{labels.referenceNote}</p>
          </div>
          <OrganicMark
            title={labels.organic}
            logo={food.organic.logo}
            controlBodyLabel={labels.controlBody}
            controlBodyCode={food.organic.controlBodyCode}
            controlBodyName={food.organic.controlBodyName}
            operatorCertificate={food.organic.operatorCertificate}
            placeOfFarming={food.organic.placeOfFarming}
          />
        </div>
      </div>
    </Section>
  );
}
