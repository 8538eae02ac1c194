"""Drives trainyardd with Google's own API client (python3-googleapi), built from the ml v1
discovery document and pointed at the daemon: create, get, list, cancel and the error codes.

usage: google_client.py DISCOVERY_JSON BASE_URL TOKEN EXAMPLES_DIR
Prints one line per check and exits 1 on the first failure.
"""

import json
import sys
import time

import httplib2
from googleapiclient import discovery, errors


class BearerHttp(httplib2.Http):
    """httplib2 with the daemon's bearer token on every request (what google-auth would add)."""

    def __init__(self, token):
        super().__init__(timeout=30)
        self._token = token

    def request(self, uri, method="GET", body=None, headers=None, *args, **kwargs):
        headers = dict(headers or {})
        headers["Authorization"] = "Bearer " + self._token
        return super().request(uri, method, body, headers, *args, **kwargs)


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        sys.exit(1)


def job(job_id, example, module, args=()):
    return {
        "jobId": job_id,
        "trainingInput": {
            "scaleTier": "BASIC",
            "packageUris": [f"{examples}/{example}"],
            "pythonModule": module,
            "args": list(args),
            "region": "local",
            "runtimeVersion": "2.11",
            "pythonVersion": "3.7",
        },
    }


def wait_for(jobs, name, states, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        current = jobs.get(name=name).execute()
        if current["state"] in states:
            return current
        time.sleep(0.1)
    return current


discovery_path, base, token, examples = sys.argv[1:5]
with open(discovery_path) as f:
    document = json.load(f)
# Pointing the client at the daemon: this client version (1.7) takes its endpoint from rootUrl only
# (newer ones also accept client_options={"api_endpoint": ...}). Nothing else in the document changes.
document["rootUrl"] = base
ml = discovery.build_from_document(json.dumps(document), http=BearerHttp(token))
jobs = ml.projects().jobs()

created = jobs.create(parent="projects/local", body=job("google_failing", "failing", "failing.task")).execute()
check(created["jobId"] == "google_failing" and created["state"] == "QUEUED", "create returns the queued job")

done = wait_for(jobs, "projects/local/jobs/google_failing", ("FAILED", "SUCCEEDED"))
check(done["state"] == "FAILED" and "ValueError" in done.get("errorMessage", ""), "get follows the job to FAILED with its error")

try:
    jobs.create(parent="projects/local", body=job("google_failing", "failing", "failing.task")).execute()
    check(False, "a duplicate job id is refused")
except errors.HttpError as error:
    check(error.resp.status == 409, "a duplicate job id is refused with 409")

try:
    jobs.create(parent="projects/local", body={"jobId": "1 bad", "trainingInput": {}}).execute()
    check(False, "an invalid job is refused")
except errors.HttpError as error:
    detail = json.loads(error.content)["error"]
    check(error.resp.status == 400 and detail["status"] == "INVALID_ARGUMENT", "an invalid job is refused with 400 INVALID_ARGUMENT")

jobs.create(parent="projects/local", body=job("google_stubborn", "stubborn", "stubborn.task")).execute()
running = wait_for(jobs, "projects/local/jobs/google_stubborn", ("RUNNING",))
check(running["state"] == "RUNNING", "a second job runs")

listed = jobs.list(parent="projects/local", filter="jobId:google_*", pageSize=1).execute()
check(len(listed["jobs"]) == 1 and "nextPageToken" in listed, "list pages with pageSize and nextPageToken")
second = jobs.list(parent="projects/local", filter="jobId:google_*", pageSize=1, pageToken=listed["nextPageToken"]).execute()
check({listed["jobs"][0]["jobId"], second["jobs"][0]["jobId"]} == {"google_failing", "google_stubborn"}, "the second page holds the other job")
empty = jobs.list(parent="projects/local", filter="jobId=nobody").execute()
check(empty == {}, "list returns {} when nothing matches")

check(jobs.cancel(name="projects/local/jobs/google_stubborn", body={}).execute() == {}, "cancel returns {}")
cancelled = wait_for(jobs, "projects/local/jobs/google_stubborn", ("CANCELLED",))
check(cancelled["state"] == "CANCELLED", "the cancelled job ends CANCELLED")

try:
    jobs.cancel(name="projects/local/jobs/google_failing", body={}).execute()
    check(False, "cancelling a finished job is refused")
except errors.HttpError as error:
    check(error.resp.status == 400, "cancelling a finished job is refused with 400")

try:
    jobs.get(name="projects/local/jobs/absent").execute()
    check(False, "an unknown job is not found")
except errors.HttpError as error:
    check(error.resp.status == 404, "an unknown job is 404")

patched = jobs.patch(name="projects/local/jobs/google_failing", updateMask="labels,etag",
                     body={"labels": {"owner": "ana"}, "etag": done["etag"]}).execute()
check(patched["labels"] == {"owner": "ana"}, "patch sets labels with the etag")

locations = ml.projects().locations().list(parent="projects/local").execute()
check(locations["locations"][0]["name"] == "projects/local/locations/local", "locations list names the local location")
print("all checks passed")
