import { ReviewCard } from '@/components/cards/ReviewCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageIntro } from '@/components/sections/PageIntro';
import { ReviewsNote } from '@/components/sections/ReviewsNote';
import { reviews, reviewsPage } from '@/content/reviews';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/recensioni');

export default function ReviewsPage() {
  const { intro, list, ageTemplate, community } = reviewsPage;
  return (
    <SiteShell currentPath="/recensioni">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow} />
      <CardSection id="testimonianze" title={list.title} preface={<ReviewsNote id="come-raccogliamo-le-recensioni" before />}>
        {reviews.map((review) => (
          <ReviewCard key={review.name} review={review} ageTemplate={ageTemplate} />
        ))}
      </CardSection>
      <CtaBanner id="community" {...community} />
    </SiteShell>
  );
}
