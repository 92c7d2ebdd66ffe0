import { FileText, MapPin, Truck } from 'lucide-react';

const steps = [
  {
    icon: MapPin,
    title: 'Share your location',
    text: 'We find the nearest licensed partner pharmacy within 5 km that has your medicines in stock.',
  },
  {
    icon: FileText,
    title: 'Add medicines or a prescription',
    text: 'Search by brand or salt. For Schedule H medicines, upload a prescription — a pharmacist verifies it.',
  },
  {
    icon: Truck,
    title: 'Track it to your door',
    text: 'The pharmacy packs your order and a rider brings it. Share the 4-digit OTP on delivery.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading">
      <h2 id="how-heading" className="mb-4 text-xl font-semibold">
        How DawaNow works
      </h2>
      <ol className="grid gap-3 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="flex items-center gap-2 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
              <span className="text-sm font-semibold">Step {index + 1}</span>
            </span>
            <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
