import { render, screen } from '@testing-library/react';
import { Rating } from '@/components/ui/Rating';
import { ratingName } from './support/queries';

describe('Rating', () => {
  it.each([1, 2, 3, 4, 5])(
    'draws %i of 5 stars filled and the rest in outline, and says so in one phrase',
    (rating) => {
      render(<Rating rating={rating} />);
      const stars = screen.getByRole('img', { name: ratingName(rating) });
      expect(stars.textContent).toBe('★'.repeat(rating) + '☆'.repeat(5 - rating));
    },
  );
});
