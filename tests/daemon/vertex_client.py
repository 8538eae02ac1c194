"""Drives trainyardd's Vertex surface with Google's own API client (python3-googleapi), built from
the Vertex AI v1 discovery document (tests/fixtures/aiplatform.v1.training.discovery.json: Google's
document, trimmed to locations, customJobs, hyperparameterTuningJobs and their operations) and pointed
at the daemon: create, get, list, cancel and delete of custom jobs and tuning jobs, the operations,
the locations, and the error codes.

usage: vertex_client.py DISCOVERY_JSON BASE_URL TOKEN EXAMPLES_DIR TRAINERS_DIR
Prints one line per check and exits 1 on the first failure.
"""

import json
import re
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


def refused(call, status, rpc_status, what):
    try:
        call.execute()
        check(False, what)
    except errors.HttpError as error:
        detail = json.loads(error.content)["error"]
        check(error.resp.status == status and detail["status"] == rpc_status,
              f"{what} ({error.resp.status} {detail['status']})")


def pool(packages, module, args=()):
    return {
        "machineSpec": {"machineType": "n1-standard-4"},
        "replicaCount": "1",
        "pythonPackageSpec": {
            "executorImageUri": "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest",
            "packageUris": packages,
            "pythonModule": module,
            "args": list(args),
        },
    }


def custom_job(name, example, module):
    return {"displayName": name, "labels": {"suite": "client"},
            "jobSpec": {"workerPoolSpecs": [pool([f"{examples}/{example}"], module)]}}


def tuning_job(name, packages, module, args=()):
    return {
        "displayName": name,
        "maxTrialCount": 2,
        "parallelTrialCount": 1,
        "studySpec": {
            "metrics": [{"metricId": "score", "goal": "MAXIMIZE"}],
            "parameters": [{"parameterId": "x", "doubleValueSpec": {"minValue": 0, "maxValue": 1}}],
            "algorithm": "RANDOM_SEARCH",
        },
        "trialJobSpec": {"workerPoolSpecs": [pool(packages, module, args)]},
    }


def wait_for(collection, name, states, seconds=120):
    deadline = time.time() + seconds
    while time.time() < deadline:
        current = collection.get(name=name).execute()
        if current["state"] in states:
            return current
        time.sleep(0.1)
    return current


discovery_path, base, token, examples, trainers = sys.argv[1:6]
with open(discovery_path) as f:
    document = json.load(f)
# Pointing the client at the daemon: this client version (1.7) takes its endpoint from rootUrl only.
document["rootUrl"] = base
aiplatform = discovery.build_from_document(json.dumps(document), http=BearerHttp(token))
locations = aiplatform.projects().locations()
custom = locations.customJobs()
tuning = locations.hyperparameterTuningJobs()
parent = "projects/local/locations/local"

# Custom jobs.
failing = custom.create(parent=parent, body=custom_job("client failing", "failing", "failing.task")).execute()
check(re.fullmatch(parent + r"/customJobs/[0-9]{19}", failing["name"]) is not None, "create names the custom job with a 19-digit id")
check(failing["state"] == "JOB_STATE_QUEUED" and "createTime" in failing, "create returns the queued custom job")
done = wait_for(custom, failing["name"], ("JOB_STATE_FAILED", "JOB_STATE_SUCCEEDED"))
check(done["state"] == "JOB_STATE_FAILED" and done["error"]["code"] == 13 and "ValueError" in done["error"]["message"],
      "get follows the custom job to JOB_STATE_FAILED with its error")

bad = custom_job("client bad", "failing", "failing.task")
bad["jobSpec"]["workerPoolSpecs"][0]["replicaCount"] = "3"
refused(custom.create(parent=parent, body=bad), 400, "INVALID_ARGUMENT", "an invalid custom job is refused with 400 INVALID_ARGUMENT")

stubborn = custom.create(parent=parent, body=custom_job("client stubborn", "stubborn", "stubborn.task")).execute()
running = wait_for(custom, stubborn["name"], ("JOB_STATE_RUNNING",))
check(running["state"] == "JOB_STATE_RUNNING", "a second custom job runs")

first = custom.list(parent=parent, filter="labels.suite=client", pageSize=1).execute()
check(len(first["customJobs"]) == 1 and "nextPageToken" in first, "list pages with pageSize and nextPageToken")
second = custom.list(parent=parent, filter="labels.suite=client", pageSize=1, pageToken=first["nextPageToken"]).execute()
check({first["customJobs"][0]["name"], second["customJobs"][0]["name"]} == {failing["name"], stubborn["name"]},
      "the second page holds the other custom job")
named = custom.list(parent=parent, filter='display_name="client stubborn" AND state=JOB_STATE_RUNNING').execute()
check([j["name"] for j in named["customJobs"]] == [stubborn["name"]], "list filters on display_name and state")
check(custom.list(parent=parent, filter="display_name=nobody").execute() == {}, "list returns {} when nothing matches")
refused(custom.list(parent=parent, filter="state=("), 400, "INVALID_ARGUMENT", "a malformed filter is refused with 400")

refused(custom.delete(name=stubborn["name"]), 400, "FAILED_PRECONDITION", "deleting a running custom job is refused")
check(custom.cancel(name=stubborn["name"], body={}).execute() == {}, "cancel returns {}")
cancelled = wait_for(custom, stubborn["name"], ("JOB_STATE_CANCELLED",))
check(cancelled["state"] == "JOB_STATE_CANCELLED", "the cancelled custom job ends JOB_STATE_CANCELLED")
refused(custom.cancel(name=failing["name"], body={}), 400, "FAILED_PRECONDITION", "cancelling an ended custom job is refused")

operation = custom.delete(name=failing["name"]).execute()
check(operation["done"] and operation["response"]["@type"] == "type.googleapis.com/google.protobuf.Empty"
      and operation["name"].startswith(failing["name"] + "/operations/"), "delete answers a done Operation")
refused(custom.get(name=failing["name"]), 404, "NOT_FOUND", "a deleted custom job is not found")
operations = custom.operations()
check(operations.list(name=failing["name"]).execute()["operations"] == [operation], "operations.list lists the deletion")
check(operations.get(name=operation["name"]).execute() == operation, "operations.get answers it")
check(operations.wait(name=operation["name"], timeout="1s").execute() == operation, "operations.wait answers it done")
check(operations.cancel(name=operation["name"]).execute() == {}, "operations.cancel returns {}")
check(operations.delete(name=operation["name"]).execute() == {}, "operations.delete returns {}")
refused(operations.get(name=operation["name"]), 404, "NOT_FOUND", "a deleted operation is not found")
check(custom.delete(name=stubborn["name"]).execute()["done"], "the cancelled custom job is deleted")
refused(custom.get(name=parent + "/customJobs/1234567890123456789"), 404, "NOT_FOUND", "an unknown custom job is 404")

# Tuning jobs.
packages = [f"{trainers}/tunable", f"{examples}/digits"]
tuned = tuning.create(parent=parent, body=tuning_job("client tuning", packages, "tunable.task",
                                                     ("--steps", "2", "--step-seconds", "0.05"))).execute()
check(re.fullmatch(parent + r"/hyperparameterTuningJobs/[0-9]{19}", tuned["name"]) is not None
      and tuned["state"] == "JOB_STATE_QUEUED", "create returns the queued tuning job")
tuned = wait_for(tuning, tuned["name"], ("JOB_STATE_SUCCEEDED", "JOB_STATE_FAILED"))
check(tuned["state"] == "JOB_STATE_SUCCEEDED" and [t["id"] for t in tuned["trials"]] == ["1", "2"]
      and all(t["state"] == "SUCCEEDED" and "finalMeasurement" in t for t in tuned["trials"]),
      "get follows the tuning job to JOB_STATE_SUCCEEDED with its trials")

no_metric = tuning_job("client bad tuning", packages, "tunable.task")
no_metric["studySpec"]["metrics"] = []
refused(tuning.create(parent=parent, body=no_metric), 400, "INVALID_ARGUMENT", "a study without a metric is refused with 400")

stuck = tuning.create(parent=parent, body=tuning_job("client stuck", [f"{examples}/stubborn"], "stubborn.task")).execute()
check(wait_for(tuning, stuck["name"], ("JOB_STATE_RUNNING",))["state"] == "JOB_STATE_RUNNING", "a second tuning job runs")
listed = tuning.list(parent=parent, pageSize=1).execute()
check(listed["hyperparameterTuningJobs"][0]["name"] == stuck["name"] and "nextPageToken" in listed,
      "tuning jobs list newest first, in pages")
check(custom.list(parent=parent, filter='display_name="client stuck"').execute() == {}, "custom jobs do not list tuning jobs")
check(tuning.cancel(name=stuck["name"], body={}).execute() == {}, "cancel of a tuning job returns {}")
check(wait_for(tuning, stuck["name"], ("JOB_STATE_CANCELLED",))["state"] == "JOB_STATE_CANCELLED",
      "the cancelled tuning job ends JOB_STATE_CANCELLED")
refused(tuning.cancel(name=tuned["name"], body={}), 400, "FAILED_PRECONDITION", "cancelling an ended tuning job is refused")
deletion = tuning.delete(name=tuned["name"]).execute()
check(deletion["done"], "delete of a tuning job answers a done Operation")
check(tuning.operations().get(name=deletion["name"]).execute() == deletion, "its operation is served")
refused(tuning.get(name=tuned["name"]), 404, "NOT_FOUND", "a deleted tuning job is not found")

# Locations.
everywhere = locations.list(name="projects/local").execute()
check(everywhere["locations"][0]["name"] == parent and everywhere["locations"][0]["locationId"] == "local",
      "locations list names the local location")
check(locations.get(name=parent).execute()["locationId"] == "local", "locations get answers the local location")
refused(custom.list(parent="projects/local/locations/us-central1"), 404, "NOT_FOUND", "an unknown location is 404")
print("all checks passed")
