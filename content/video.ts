import type { PreparationVideo } from './schemas/site';
import data from './video.yaml';

/** The preparation video (content/video.yaml): its section appears once the file is there. */
export const preparationVideo = data as PreparationVideo;
