import type { PreparationVideo } from './schemas/site';
import data from './video.yaml';

/** The preparation video's poster, shown until the video is ready: content/video.yaml. */
export const preparationVideo = data as PreparationVideo;
