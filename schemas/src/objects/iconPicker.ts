import { defineType } from 'sanity'
import { GRADIENT_NAMES, ICON_NAMES } from '../options'

export const icon = defineType({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  description: 'The small picture shown beside the text.',
  options: { list: ICON_NAMES.map((name) => ({ title: name.replace(/-/g, ' '), value: name })) },
  validation: (rule) => rule.required(),
})

export const gradient = defineType({
  name: 'gradient',
  title: 'Colour',
  type: 'string',
  description: 'The colour blend behind the icon.',
  options: { list: GRADIENT_NAMES.map((name) => ({ title: name.replace('-', ' to '), value: name })) },
  validation: (rule) => rule.required(),
})
