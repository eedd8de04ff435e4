import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { preparationVideo } from '@/content/video';
import { VideoPlaceholder } from './VideoPlaceholder';

/** The preparation video's section: for now its designed "coming soon" poster. */
export function VideoSection() {
  return (
    <Section labelledBy="video">
      <SectionHeading id="video" title={preparationVideo.title} lead={preparationVideo.lead} />
      <VideoPlaceholder {...preparationVideo} />
    </Section>
  );
}
