// "process" here is a background export job from the API, not Node's global.
export function describeJob(process) {
  const stage = process.env ? process.env.stage : 'unknown';
  return `${process.name} (${stage})`;
}

export function nextRun(jobs) {
  const process = jobs.find(job => job.state === 'queued');
  return process ? process.env.scheduledAt : null;
}

export function validateJob(validator, job) {
  return validator.require('name').require('owner').check(job);
}
