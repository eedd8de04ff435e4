import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { preparationVideo } from '@/content/video';
import { VideoPlayer } from './VideoPlayer';

/**
 * The preparation video's section, only once the video exists (content/video.yaml → src): until
 * then there is no section, rather than one that announces what is not there.
 */
export function VideoSection() {
  const { src, captions, poster, title, lead } = preparationVideo;
  if (!src || !captions) return null;
  return (
    <Section labelledBy="video">
      <SectionHeading id="video" title={title} lead={lead} />
      <VideoPlayer src={src} captions={captions} poster={poster} />
    </Section>
  );
}
