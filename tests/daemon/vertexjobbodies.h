#pragma once

// Test support: Vertex resources as a client creates them, on the example trainers (examples/) and
// the test trainers (tests/fixtures/trainers/), for the daemon's Vertex tests.

#include "daemonprocess.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace trainyard::test::vertexbodies {

using json = nlohmann::json;

// A pool of one replica running `module` from `packages` (local folders) on the local interpreter;
// the executor image is what Google would run it in.
inline json pythonPool(const std::vector<std::string>& packages, const std::string& module, const std::vector<std::string>& args = {})
{
    return { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" }, { "packageUris", packages },
                { "pythonModule", module }, { "args", args } } } };
}

// A custom job of one pool running an example trainer (examples/{example}).
inline json customJob(const std::string& displayName, const std::string& example, const std::string& module, const json& labels = json::object())
{
    json job = { { "displayName", displayName },
        { "jobSpec", { { "workerPoolSpecs", json::array({ pythonPool({ examplesDir().toStdString() + "/" + example }, module) }) } } } };
    if (!labels.empty())
        job["labels"] = labels;
    return job;
}

// A tuning job of three trials, one at a time, over x in [0, 1] and kind in {a, b}, maximizing the
// metric "score" that tests/fixtures/trainers/tunable reports.
inline json tuningJob(const std::string& displayName)
{
    const std::string trainers = TRAINYARD_FIXTURES "/trainers/tunable";
    return { { "displayName", displayName }, { "maxTrialCount", 3 }, { "parallelTrialCount", 1 },
        { "studySpec",
            { { "metrics", { { { "metricId", "score" }, { "goal", "MAXIMIZE" } } } },
                { "parameters",
                    { { { "parameterId", "x" }, { "doubleValueSpec", { { "minValue", 0 }, { "maxValue", 1 } } } },
                        { { "parameterId", "kind" }, { "categoricalValueSpec", { { "values", { "a", "b" } } } } } } },
                { "algorithm", "RANDOM_SEARCH" } } },
        { "trialJobSpec",
            { { "workerPoolSpecs",
                json::array({ pythonPool({ trainers, examplesDir().toStdString() + "/digits" }, "tunable.task",
                    { "--steps", "2", "--step-seconds", "0.05" }) }) } } } };
}

} // namespace trainyard::test::vertexbodies
