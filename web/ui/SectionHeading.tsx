export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string | null }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  )
}
