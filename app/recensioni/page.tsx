import { ReviewCard } from '@/components/cards/ReviewCard';
import { SiteShell } from '@/components/layout/SiteShell';
import { CardSection } from '@/components/sections/CardSection';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageIntro } from '@/components/sections/PageIntro';
import { ReviewsNote } from '@/components/sections/ReviewsNote';
import { reviews } from '@/content/reviews';
import { reviewsPage } from '@/content/pages/recensioni';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/recensioni');

export default function ReviewsPage() {
  const { intro, list, ageTemplate, community } = reviewsPage;
  // With no review the site may show (lib/site-mode.ts) the intro says so, and the note stays for
  // the links that lead to it (REVIEWS_NOTE_HREF; written out, so the content check sees the anchor).
  return (
    <SiteShell currentPath="/recensioni">
      <PageIntro title={intro.title} lead={intro.lead} eyebrow={intro.eyebrow}>
        {reviews.length === 0 && <ReviewsNote id="come-raccogliamo-le-recensioni" />}
      </PageIntro>
      {reviews.length > 0 && (
        <CardSection
          id="testimonianze"
          title={list.title}
          preface={<ReviewsNote id="come-raccogliamo-le-recensioni" before />}
        >
          {reviews.map((review) => (
            <ReviewCard key={review.name} review={review} ageTemplate={ageTemplate} />
          ))}
        </CardSection>
      )}
      <CtaBanner id="community" {...community} />
    </SiteShell>
  );
}
