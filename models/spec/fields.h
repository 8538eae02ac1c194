#pragma once

// The one place that names every wire field of every type. The JSON codec, the YAML codec and
// the override merge all walk these lists, so a field added here is read, written and merged
// everywhere at once.

#include "job.h"

#include <concepts>
#include <type_traits>

namespace trainyard::spec {

template <typename S, typename T>
concept SameBase = std::same_as<std::remove_const_t<S>, T>;

template <typename S, typename V>
    requires SameBase<S, AcceleratorConfig>
void forEachField(S& s, V&& v)
{
    v("type", s.type);
    v("count", s.count);
}

template <typename S, typename V>
    requires SameBase<S, DiskConfig>
void forEachField(S& s, V&& v)
{
    v("bootDiskType", s.bootDiskType);
    v("bootDiskSizeGb", s.bootDiskSizeGb);
}

template <typename S, typename V>
    requires SameBase<S, ReplicaConfig>
void forEachField(S& s, V&& v)
{
    v("imageUri", s.imageUri);
    v("containerCommand", s.containerCommand);
    v("containerArgs", s.containerArgs);
    v("acceleratorConfig", s.acceleratorConfig);
    v("diskConfig", s.diskConfig);
    v("tpuTfVersion", s.tpuTfVersion);
}

template <typename S, typename V>
    requires SameBase<S, Scheduling>
void forEachField(S& s, V&& v)
{
    v("maxWaitTime", s.maxWaitTime);
    v("maxRunningTime", s.maxRunningTime);
    v("priority", s.priority);
}

template <typename S, typename V>
    requires SameBase<S, EncryptionConfig>
void forEachField(S& s, V&& v)
{
    v("kmsKeyName", s.kmsKeyName);
}

template <typename S, typename V>
    requires SameBase<S, ParameterSpec>
void forEachField(S& s, V&& v)
{
    v("parameterName", s.parameterName);
    v("type", s.type);
    v("minValue", s.minValue);
    v("maxValue", s.maxValue);
    v("scaleType", s.scaleType);
    v("discreteValues", s.discreteValues);
    v("categoricalValues", s.categoricalValues);
}

template <typename S, typename V>
    requires SameBase<S, HyperparameterSpec>
void forEachField(S& s, V&& v)
{
    v("goal", s.goal);
    v("hyperparameterMetricTag", s.hyperparameterMetricTag);
    v("algorithm", s.algorithm);
    v("maxTrials", s.maxTrials);
    v("maxParallelTrials", s.maxParallelTrials);
    v("maxFailedTrials", s.maxFailedTrials);
    v("enableTrialEarlyStopping", s.enableTrialEarlyStopping);
    v("resumePreviousJobId", s.resumePreviousJobId);
    v("params", s.params);
}

template <typename S, typename V>
    requires SameBase<S, TrainingInput>
void forEachField(S& s, V&& v)
{
    // The proto's declaration order (the reference documentation's, and the seeds' config.yaml
    // examples'): every pool's type and config, then the counts. The YAML codec writes in this order,
    // so a config.yaml from the documentation exports back as it was written.
    v("scaleTier", s.scaleTier);
    v("masterType", s.masterType);
    v("masterConfig", s.masterConfig);
    v("workerType", s.workerType);
    v("workerConfig", s.workerConfig);
    v("parameterServerType", s.parameterServerType);
    v("parameterServerConfig", s.parameterServerConfig);
    v("evaluatorType", s.evaluatorType);
    v("evaluatorConfig", s.evaluatorConfig);
    v("useChiefInTfConfig", s.useChiefInTfConfig);
    v("workerCount", s.workerCount);
    v("parameterServerCount", s.parameterServerCount);
    v("evaluatorCount", s.evaluatorCount);
    v("packageUris", s.packageUris);
    v("pythonModule", s.pythonModule);
    v("args", s.args);
    v("region", s.region);
    v("jobDir", s.jobDir);
    v("runtimeVersion", s.runtimeVersion);
    v("pythonVersion", s.pythonVersion);
    v("scheduling", s.scheduling);
    v("serviceAccount", s.serviceAccount);
    v("network", s.network);
    v("encryptionConfig", s.encryptionConfig);
    v("enableWebAccess", s.enableWebAccess);
    v("hyperparameters", s.hyperparameters);
}

template <typename S, typename V>
    requires SameBase<S, HyperparameterMetric>
void forEachField(S& s, V&& v)
{
    v("trainingStep", s.trainingStep);
    v("objectiveValue", s.objectiveValue);
}

template <typename S, typename V>
    requires SameBase<S, HyperparameterOutput>
void forEachField(S& s, V&& v)
{
    v("trialId", s.trialId);
    v("state", s.state);
    v("hyperparameters", s.hyperparameters);
    v("finalMetric", s.finalMetric);
    v("allMetrics", s.allMetrics);
    v("isTrialStoppedEarly", s.isTrialStoppedEarly);
    v("startTime", s.startTime);
    v("endTime", s.endTime);
    v("webAccessUris", s.webAccessUris);
    v("builtInAlgorithmOutput", s.builtInAlgorithmOutput);
}

template <typename S, typename V>
    requires SameBase<S, TrainingOutput>
void forEachField(S& s, V&& v)
{
    v("isHyperparameterTuningJob", s.isHyperparameterTuningJob);
    v("hyperparameterMetricTag", s.hyperparameterMetricTag);
    v("completedTrialCount", s.completedTrialCount);
    v("trials", s.trials);
    v("consumedMLUnits", s.consumedMLUnits);
    v("webAccessUris", s.webAccessUris);
    v("isBuiltInAlgorithmJob", s.isBuiltInAlgorithmJob);
    v("builtInAlgorithmOutput", s.builtInAlgorithmOutput);
}

template <typename S, typename V>
    requires SameBase<S, Job>
void forEachField(S& s, V&& v)
{
    v("jobId", s.jobId);
    v("labels", s.labels);
    v("trainingInput", s.trainingInput);
    v("predictionInput", s.predictionInput);
    v("state", s.state);
    v("errorMessage", s.errorMessage);
    v("createTime", s.createTime);
    v("startTime", s.startTime);
    v("endTime", s.endTime);
    v("jobPosition", s.jobPosition);
    v("etag", s.etag);
    v("trainingOutput", s.trainingOutput);
    v("predictionOutput", s.predictionOutput);
}

// True for the API's message types (the ones with a field list above).
template <typename T>
concept Message = requires(T& t) { forEachField(t, [](const char*, auto&) {}); };

} // namespace trainyard::spec
