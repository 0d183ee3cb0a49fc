/** `GET /api/wheel/status` as the shop answers it with the demo's site wheel, for the wheel's component tests. */
export const SITE_WHEELS = [
  {
    id: 7,
    slug: 'site-wheel',
    title: 'Колесо призів',
    logic: { open_condition: 'site_open', delay_seconds: 15 },
    prizes: [
      { label: 'Знижка 5%', discount_type: 'percent', amount: 5, weight: 30 },
      { label: 'Безкоштовна доставка', discount_type: 'free_shipping', amount: 0, weight: 15 },
      { label: 'Спробуйте ще', discount_type: 'none', amount: 0, weight: 20 },
    ],
  },
];
